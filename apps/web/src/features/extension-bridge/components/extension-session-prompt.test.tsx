import { EXTENSION_ID, STORAGE_KEYS, WEB_SESSION_PORT } from '@pp/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import type { ExternalPort, ExternalRuntime } from '../utils/extension-port';
import { ExtensionSessionPrompt } from './extension-session-prompt';

/** Chrome's side of externally_connectable: records connects and what the page posts. */
function fakeRuntime() {
  const connects: Array<{ id: string; name: string }> = [];
  const posted: unknown[] = [];
  let deliver: (message: unknown) => void = () => undefined;
  let disconnected = false;
  const port: ExternalPort = {
    postMessage: (m) => posted.push(m),
    disconnect: () => {
      disconnected = true;
    },
    onMessage: { addListener: (fn) => (deliver = fn) },
    onDisconnect: { addListener: () => undefined },
  };
  const runtime: ExternalRuntime = {
    connect: (id, info) => {
      connects.push({ id, name: info.name });
      return port;
    },
  };
  return {
    runtime,
    connects,
    posted,
    send: (m: unknown) => act(() => deliver(m)),
    isDisconnected: () => disconnected,
  };
}

/** The extension asks for the session and the agent presses Allow; resolves once the page has answered. */
async function allowOneRequest() {
  const chrome = fakeRuntime();
  render(<ExtensionSessionPrompt runtime={chrome.runtime} />);
  chrome.send({ type: 'session-request', request_id: 'req-12345678' });
  await userEvent.click(await screen.findByRole('button', { name: 'Allow' }));
  await waitFor(() => expect(chrome.posted).toHaveLength(1));
  return chrome;
}

const signIn = () =>
  saveSession({
    access_token: 'web-access',
    refresh_token: 'web-refresh',
    user_id: 'u1',
    email: 'jane@example.com',
    username: 'jane',
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ExtensionSessionPrompt', () => {
  it('does not talk to the extension while signed out', () => {
    const chrome = fakeRuntime();
    render(<ExtensionSessionPrompt runtime={chrome.runtime} />);
    expect(chrome.connects).toEqual([]);
  });

  it('connects only to our extension id when signed in, and closes on sign-out', () => {
    signIn();
    const chrome = fakeRuntime();
    render(<ExtensionSessionPrompt runtime={chrome.runtime} />);
    expect(chrome.connects).toEqual([{ id: EXTENSION_ID, name: WEB_SESSION_PORT }]);
    act(() => clearSession());
    expect(chrome.isDisconnected()).toBe(true);
  });

  it('asks the user and hands over nothing when they decline', async () => {
    signIn();
    const chrome = fakeRuntime();
    render(<ExtensionSessionPrompt runtime={chrome.runtime} />);
    chrome.send({ type: 'session-request', request_id: 'req-12345678' });
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(chrome.posted).toEqual([{ type: 'session-decline', request_id: 'req-12345678' }]);
    expect(JSON.stringify(chrome.posted)).not.toContain('web-access');
  });

  it('ignores messages that are not a session request', () => {
    signIn();
    const chrome = fakeRuntime();
    render(<ExtensionSessionPrompt runtime={chrome.runtime} />);
    chrome.send({ type: 'session-request' });
    chrome.send({ hello: 'world' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after Allow, grants the extension a session of its own (never this tab’s refresh token)', async () => {
    signIn();
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe('/api/v1/auth/extension-session');
      expect((init.headers as Record<string, string>).authorization).toBe('Bearer web-access');
      return new Response(
        JSON.stringify({
          status: 'success',
          message: 'ok',
          data: {
            access_token: 'ext-access',
            refresh_token: 'ext-refresh',
            user_id: 'u1',
            email: 'jane@example.com',
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const chrome = await allowOneRequest();
    expect(chrome.posted[0]).toEqual({
      type: 'session-grant',
      request_id: 'req-12345678',
      session: {
        access_token: 'ext-access',
        refresh_token: 'ext-refresh',
        user_id: 'u1',
        email: 'jane@example.com',
      },
    });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('web-refresh');
  });

  it('falls back to the access token alone when the server has no extension-session endpoint', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 'error', message: 'Route not found' }), { status: 404 }),
      ),
    );
    const chrome = await allowOneRequest();
    expect(chrome.posted[0]).toMatchObject({
      type: 'session-grant',
      session: { access_token: 'web-access', refresh_token: null },
    });
  });
});
