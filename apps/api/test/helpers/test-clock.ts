/** A clock tests can move forward, to cross token expiries and trial ends without waiting. */
export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  /** The ISO time `s` seconds after the clock's now, e.g. a `publish_at` in the future. */
  inSeconds = (s: number) => new Date(this.now().getTime() + s * 1000).toISOString();
  advance(ms: number) {
    this.offsetMs += ms;
  }
  reset() {
    this.offsetMs = 0;
  }
}
