import type { TExtractionReportRequest } from '@pp/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setHealthReports } from '../common/settings';
import { reportHealth, sendHealthReport } from './health-report';

/**
 * The extraction health report (issue 25) leaves only when the agent has reports on (the default),
 * only as the contract allows, and a failure is never the agent's problem.
 */
const API = 'http://localhost:8080/api/v1';
const report: TExtractionReportRequest = {
  source: 'redfin',
  reader_version: '2026.11.1',
  fingerprint: '0a1b2c3d',
  layers: { source: ['price'], text: ['beds'] },
  skipped: [],
  needs_confirmation: ['beds'],
  empty: ['lot_size'],
};
const memory = (data: Record<string, unknown>) => ({
  get: async (key: string) => (key in data ? { [key]: data[key] } : {}),
  set: async (items: Record<string, unknown>) => void Object.assign(data, items),
  remove: async (key: string) => void delete data[key],
});

let sent: Array<{ url: string; body: unknown }>;
let answer: () => Promise<Response>;

beforeEach(() => {
  sent = [];
  answer = async () =>
    new Response(JSON.stringify({ status: 'success', message: 'ok', data: null }), { status: 202 });
  vi.stubGlobal('chrome', {
    storage: { local: memory({}), session: memory({ 'pp.accessToken': 'access-token' }) },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({ url: `${init.method} ${String(input)}`, body: JSON.parse(String(init.body)) });
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the extraction health report sender', () => {
  it('sends the report when the agent never changed the setting (on by default)', async () => {
    await sendHealthReport(report);
    expect(sent).toEqual([{ url: `POST ${API}/extraction-reports`, body: report }]);
  });

  it('sends nothing when the agent turned reports off, and again once turned back on', async () => {
    await setHealthReports(false);
    await sendHealthReport(report);
    expect(sent).toEqual([]);
    await setHealthReports(true);
    await sendHealthReport(report);
    expect(sent).toHaveLength(1);
  });

  it('sends nothing the contract refuses, nor without a session', async () => {
    await sendHealthReport({ ...report, url: 'https://www.redfin.com/x' } as TExtractionReportRequest);
    expect(sent).toEqual([]);
    vi.stubGlobal('chrome', { storage: { local: memory({}), session: memory({}) } });
    await sendHealthReport(report);
    expect(sent).toEqual([]);
  });

  it('fails silently: a refusal or an unreachable server never throws', async () => {
    answer = async () => new Response('{"status":"error","message":"Too many requests"}', { status: 429 });
    await expect(sendHealthReport(report)).resolves.toBeUndefined();
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(sendHealthReport(report)).resolves.toBeUndefined();
  });

  it('answers the page at once, before the report has gone', async () => {
    let release = () => {};
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve(new Response('{}', { status: 202 }));
      });
    expect(reportHealth({ report }, {} as chrome.runtime.MessageSender)).toBeNull();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    release();
  });
});
