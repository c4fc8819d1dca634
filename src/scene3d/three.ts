import { idleSlice } from '../../engine/loop/timers';

/**
 * three.js, run in a task of its own. Its modules' top-level code ran in one task with
 * react-three-fiber's and the scene's: 86–106 ms on the phone profile (4× CPU) as a 3D view
 * started, about half of it three.js's own. This module is bundled with three.js
 * (Scene3D imports it on its own as well as DemandCanvas, so the bundler gives it and three.js a
 * chunk apart from react-three-fiber's) and ends that chunk by waiting for an idle slice: every
 * module that imports three.js, react-three-fiber's first, runs after it, in a later task.
 */
export { REVISION, WebGLRenderer } from 'three';

await idleSlice();
