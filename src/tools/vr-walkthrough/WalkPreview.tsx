import { useRef } from 'react';
import { formatNumber } from '../../../engine/math/format';
import { EYE_HEIGHT_M, furnitureSummary, openingsSummary, roomWords, type Inputs, type Result } from '../../../engine/tools/vr-walkthrough';
import { useInView, usePlayback } from '../../scene2d/hooks';
import { Scene3D } from '../../scene3d/Scene3D';
import { presentShort } from '../shell/present/present.css';
import { useLatest } from '../../ui/useLatest';
import { SceneToolbar } from '../shell/SceneToolbar';
import * as css from './WalkScene.css';

/** three.js and react-three-fiber load with this module, in the browser, on this route only. */
const loadWalkView = () => import('./WalkView');

export interface WalkPreviewProps {
  inputs: Inputs;
  result: Result;
}

/**
 * The first-person 3D preview under the plan: the camera walks the path at eye height at the
 * chosen speed, once, or round and round with Loop path on. Its own Play/Pause (named apart from
 * the plan's); under reduced motion it starts still. It walks only while on screen. A drag on the
 * view, or the arrow keys on it, turn the walker's head; Reset view looks ahead again.
 */
export function WalkPreview({ inputs, result }: WalkPreviewProps) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  const { playing, toggle } = usePlayback();
  // The latest state for the walk's end, which the scene reports from its frame loop.
  const latestRef = useLatest({ playing, toggle });

  const count = result.waypointCount;
  const contents = [furnitureSummary(result.items), openingsSummary(result.openings)].filter(Boolean).join(' and ');
  const inRoom = contents ? ` (${contents.replace('of furniture', 'of furniture as blocks')})` : '';
  const label =
    count === 0
      ? `First-person 3D view of the ${roomWords(result.room).replace('metres', 'metre')} room${inRoom} from above: no path yet`
      : `First-person 3D view at eye height (${formatNumber(EYE_HEIGHT_M, 1)} m) walking the ${formatNumber(result.lengthRounded, 1)} m path ` +
        `through ${count} ${count === 1 ? 'waypoint' : 'waypoints'} at ${formatNumber(result.speedMps, 2)} m/s${inputs.loop ? ', looping' : ''}` +
        (contents ? `, in the ${roomWords(result.room).replace('metres', 'metre')} room with ${contents}` : '');

  return (
    <div ref={box} className={`${css.preview} ${presentShort}`}>
      <SceneToolbar tone="title" playback={{ playing, toggle }} subject="3D walk">
        3D walk at eye height ({formatNumber(EYE_HEIGHT_M, 1)} m)
      </SceneToolbar>
      <Scene3D
        load={loadWalkView}
        label={label}
        turn={{ name: 'Walk view — drag or use arrow keys to look around', hint: 'Drag or use the arrow keys to look around' }}
        props={{
          waypoints: inputs.waypoints,
          loop: inputs.loop,
          speedMps: inputs.speedMps,
          room: result.room,
          items: result.items,
          openings: result.openings,
          playing: playing && inView,
          onFinished: () => {
            if (latestRef.current.playing) latestRef.current.toggle();
          },
        }}
      />
    </div>
  );
}
