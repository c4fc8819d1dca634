import * as engine from '../../../engine/tools/construction-sequence';
import { defineTool } from '../defineTool';
import { GanttChart } from './GanttChart';
import { PhaseControls } from './PhaseControls';

export default defineTool({
  engine,
  Visual: GanttChart,
  Controls: PhaseControls,
  describe: (_inputs, result) =>
    'Gantt timeline, phases back to back: ' +
    result.phases
      .map((phase) =>
        phase.days === 0 ? `${phase.label} a milestone at day ${phase.startDay}` : `${phase.label} days ${phase.startDay + 1}–${phase.endDay}`)
      .join(', ') +
    `; ${engine.formatDays(result.totalDays)} in total.`,
});
