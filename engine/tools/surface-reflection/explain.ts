/** Surface Reflection's 'How it's calculated' text. */
import type { Explain } from '../params';

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'Schlick’s approximation: F(θ) = F0 + (F90 − F0)·(1 − cos θ)⁵. ' +
    'For a non-metal F0 = ((n − 1)/(n + 1))², so n = 1.5 reflects 4 % head-on; Metallic blends F0 linearly towards 90 % (a bright neutral metal). ' +
    'F90 = max(1 − roughness, F0): a polished surface reflects 100 % at grazing incidence, a rough one less, because its micro-facets scatter and shadow the grazing reflection (Lagarde’s roughness-aware Schlick). ' +
    'The light angle is measured from the surface (0° and 180° are the horizons, 90° straight overhead), so the incidence from the normal is θ = |90° − light angle|. ' +
    'The curve plots F from 0° to 90° incidence and marks the current angle.',
  units:
    'Reflectance in per cent of the incoming light (specular part only); angles in degrees; refractive index, roughness, metallic, subsurface and intensity are unitless.',
  assumptions:
    'Light arrives from air; unpolarised light; the diffuse and subsurface light are not counted in the reflectance. ' +
    'In the 3D sample, Subsurface makes the sphere translucent (transmission with a warm attenuation colour and a soft sheen), and Intensity scales the key light; the sample is an illustration, not a measurement.',
};
