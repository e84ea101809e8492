// The scheduled-posts feature's public surface.
export { SchedulePostPanel } from './components/schedule-post-panel';
