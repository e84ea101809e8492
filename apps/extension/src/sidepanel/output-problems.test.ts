import type { TPublicOutputProblem } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { problemSteps, refusalProblems } from './output-problems';

const brokerage: TPublicOutputProblem = {
  code: 'brokerage_missing',
  message: 'Add your brokerage to your profile.',
  field: 'brokerage_name',
  fix: 'profile',
  source: 'NAR Code of Ethics, Standard of Practice 12-5',
};
const permission: TPublicOutputProblem = {
  code: 'permission_missing',
  message: 'Record the listing broker’s permission.',
  field: 'permission',
  fix: 'listing',
  source: 'NAR Code of Ethics, Standard of Practice 12-4',
};

describe('the gate’s refusal in the side panel', () => {
  it('reads the problems of a 409 answer and nothing else', () => {
    const body = {
      status: 'error',
      message: "This can't be published yet: …",
      problems: [brokerage, permission],
    };
    expect(refusalProblems(body)).toEqual([brokerage, permission]);
    expect(refusalProblems({ status: 'error', message: 'No credits left' })).toBeNull();
    expect(refusalProblems({ status: 'error', message: 'x', problems: [{ code: 'other' }] })).toBeNull();
    expect(refusalProblems(null)).toBeNull();
  });

  it('links a profile field to the web app, and leaves the listing’s own steps to the panel', () => {
    expect(problemSteps([brokerage, permission], 'https://app.example')).toEqual([
      {
        key: 'brokerage_missing-brokerage_name',
        message: brokerage.message,
        href: 'https://app.example/dashboard/profile#brokerage_name',
      },
      { key: 'permission_missing-permission', message: permission.message, href: null },
    ]);
    expect(problemSteps([brokerage], null)[0]?.href).toBeNull();
  });
});
