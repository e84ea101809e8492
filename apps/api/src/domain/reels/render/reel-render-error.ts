/**
 * A render failure whose message is safe to show the agent as is ("A photo could not be read").
 * Anything else thrown by the renderer is an internal fault and should be logged, not shown.
 */
export class ReelRenderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReelRenderError';
  }
}
