import { useLayoutEffect, useState } from 'react';
import { useThree } from '@react-three/fiber';
import { degToRad } from '../../../engine/math/units';
import type { Inputs } from '../../../engine/tools/surface-reflection';
import { DemandCanvas } from '../../scene3d/DemandCanvas';
import type { Scene3DLook, Scene3DStatus } from '../../scene3d/Scene3D';
import { StudioLight } from '../../scene3d/StudioLight';
import { TurnControls } from '../../scene3d/TurnControls';

/** What the sample follows: the tool's (guarded) inputs. */
export type SurfaceSceneProps = Inputs;

const SPHERE_RADIUS = 0.8;
const LIGHT_DISTANCE = 4;
const AIM: [number, number, number] = [0, 0.55, 0];
/** The key light's strength at Intensity 1 (three.js physically correct units, lux-like). */
const KEY_LIGHT_MAX = 4;

/** Points the camera at the sample once (r3f's default camera looks at the origin). */
function CameraAim() {
  const get = useThree((state) => state.get);
  useLayoutEffect(() => {
    const { camera, invalidate } = get();
    camera.lookAt(...AIM);
    invalidate();
  }, [get]);
  return null;
}

/**
 * The physically based sample: a sphere on a ground plane under one directional light. The
 * light travels on an arc over the sample, `lightAngleDeg` above the ground (0° and 180° are the
 * horizons); Subsurface gives the sphere translucency (transmission with a warm attenuation) and
 * a soft sheen. A drag or the frame's arrow keys turn the camera round the sample (TurnControls).
 * Renders on demand: a frame per prop change or turn, none while nothing changes.
 */
export default function SurfaceScene({
  roughness,
  metallic,
  ior,
  subsurface,
  lightAngleDeg,
  intensity,
  onContextLost,
  onContextRestored,
  lookRef,
}: SurfaceSceneProps & Scene3DStatus & Scene3DLook) {
  const [generation, setGeneration] = useState(0);
  const angle = degToRad(lightAngleDeg);
  const light: [number, number, number] = [LIGHT_DISTANCE * Math.cos(angle), LIGHT_DISTANCE * Math.sin(angle) + 0.05, 1.2];
  // Metals do not transmit: the translucency fades out as Metallic rises.
  const transmission = subsurface * 0.75 * (1 - metallic);

  return (
    <DemandCanvas
      shadows
      camera={{ position: [0, 1.6, 5], fov: 38, near: 0.1, far: 50 }}
      onContextLost={onContextLost}
      onContextRestored={() => {
        setGeneration((value) => value + 1);
        onContextRestored();
      }}
    >
      <CameraAim />
      <TurnControls target={AIM} lookRef={lookRef} />
      <color attach="background" args={['#e9edf2']} />
      <StudioLight generation={generation} strength={0.15 + 0.45 * intensity} />
      <hemisphereLight args={['#f4f6fa', '#c9c2b8', 0.15 + 0.35 * intensity]} />
      <directionalLight
        position={light}
        intensity={KEY_LIGHT_MAX * intensity}
        castShadow
        shadow-mapSize={[1024, 1024]}
        shadow-radius={4}
        shadow-bias={-0.0004}
        shadow-camera-left={-3}
        shadow-camera-right={3}
        shadow-camera-top={3}
        shadow-camera-bottom={-3}
        shadow-camera-near={0.5}
        shadow-camera-far={12}
      />
      {/* A small lamp marking where the light is. */}
      <mesh position={[light[0] * 0.62, Math.max(0.12, light[1] * 0.62), light[2] * 0.62]}>
        <sphereGeometry args={[0.06, 16, 12]} />
        <meshBasicMaterial color={intensity > 0 ? '#ffd27a' : '#8a8f98'} />
      </mesh>
      <mesh position={[0, SPHERE_RADIUS, 0]} castShadow receiveShadow>
        <sphereGeometry args={[SPHERE_RADIUS, 64, 48]} />
        <meshPhysicalMaterial
          color="#d9cfc2"
          roughness={roughness}
          metalness={metallic}
          ior={ior}
          transmission={transmission}
          thickness={1.4}
          attenuationColor="#e8a57c"
          attenuationDistance={0.5 + 1.5 * (1 - subsurface)}
          sheen={subsurface * 0.6}
          sheenRoughness={0.6}
          sheenColor="#f3c7a6"
        />
      </mesh>
      <mesh rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <circleGeometry args={[6, 64]} />
        <meshStandardMaterial color="#c8ccd2" roughness={0.85} metalness={0} />
      </mesh>
    </DemandCanvas>
  );
}
