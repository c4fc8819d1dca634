/** Color Harmony's swatch roles (the 60-30-10 rule) and their parts for display. */
import type { Scheme } from './inputs';

/** Each scheme's swatch roles, in swatch order: name, share of the room and uses. */
export const ROLES: Readonly<Record<Scheme, readonly string[]>> = {
  complementary: ['dominant (about 70 %: walls, floors and large surfaces)', 'accent (about 30 %: furniture, textiles and details)'],
  analogous: ['secondary (about 30 %: furniture and textiles)', 'dominant (about 60 %: walls and large surfaces)', 'accent (about 10 %: art, cushions, small objects)'],
  triadic: ['dominant (about 60 %: walls and large surfaces)', 'secondary (about 30 %: furniture and textiles)', 'accent (about 10 %: art, cushions, small objects)'],
  tetradic: ['dominant (about 55 %: walls and large surfaces)', 'secondary (about 25 %: furniture)', 'accent (about 12 %: textiles)', 'highlight (about 8 %: small objects)'],
  monochromatic: ['deepest shade (flooring, joinery, grounding pieces)', 'dark shade (upholstery, cabinetry)', 'mid tone (feature wall or key furniture)', 'light tone (walls)', 'lightest tint (ceilings, trims, soft textiles)'],
};

/** A swatch's role split for display: its name, its suggested share of the room (%, none for monochromatic) and its uses. */
export interface RoleParts {
  name: string;
  sharePct: number | null;
  usage: string;
}

/**
 * 'dominant (about 70 %: walls, floors and large surfaces)' → dominant, 70, 'walls, floors and
 * large surfaces'; 'light tone (walls)' → light tone, null, 'walls'. A role without brackets is all name.
 */
export function splitRole(role: string): RoleParts {
  const match = /^(.*?)\s*\((.*)\)\s*$/.exec(role);
  if (!match) return { name: role.trim(), sharePct: null, usage: '' };
  const name = (match[1] ?? '').trim();
  const inner = (match[2] ?? '').trim();
  const share = /^about\s+(\d+(?:\.\d+)?)\s*%\s*:\s*(.*)$/.exec(inner);
  if (!share) return { name, sharePct: null, usage: inner };
  return { name, sharePct: Number(share[1]), usage: (share[2] ?? '').trim() };
}
