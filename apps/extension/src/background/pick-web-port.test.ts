import { describe, expect, it } from 'vitest';
import { pickWebPort } from './pick-web-port';

const port = (tabId: number) => ({ name: `tab ${tabId}`, sender: { tab: { id: tabId, windowId: 1 } } });

describe('pickWebPort (the session hand-off asks where the agent looks)', () => {
  it('picks the web app tab the agent is looking at, not the oldest one', () => {
    const ports = [port(3), port(7), port(9)];
    expect(pickWebPort(ports, 7)).toEqual({ port: ports[1], inView: true });
  });

  it('falls back to the newest web app tab, to be brought forward, when another tab is in view', () => {
    const ports = [port(3), port(9)];
    expect(pickWebPort(ports, 42)).toEqual({ port: ports[1], inView: false });
    expect(pickWebPort(ports, undefined)).toEqual({ port: ports[1], inView: false });
  });

  it('has nothing to ask without a web app tab', () => {
    expect(pickWebPort([], 7)).toBeNull();
  });
});
