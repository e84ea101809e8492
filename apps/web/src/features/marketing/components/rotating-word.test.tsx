import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RotatingWord } from './rotating-word';

const WORDS = ['Zillow', 'Realtor.com', 'Trulia', 'Redfin'];
const active = () => screen.getByTestId('rotating-word').querySelector('[data-active]')?.textContent;

describe('RotatingWord', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the next source every 2000 ms and wraps around', () => {
    render(<RotatingWord words={WORDS} intervalMs={2000} />);
    expect(active()).toBe('Zillow');
    act(() => vi.advanceTimersByTime(1999));
    expect(active()).toBe('Zillow');
    act(() => vi.advanceTimersByTime(1));
    expect(active()).toBe('Realtor.com');
    act(() => vi.advanceTimersByTime(4000));
    expect(active()).toBe('Redfin');
    act(() => vi.advanceTimersByTime(2000));
    expect(active()).toBe('Zillow');
  });

  it('keeps every word in the DOM (no layout shift) and gives screen readers the list once', () => {
    render(<RotatingWord words={WORDS} intervalMs={2000} />);
    expect(screen.getByTestId('rotating-word').children).toHaveLength(4);
    expect(screen.getByText('Zillow, Realtor.com, Trulia, Redfin')).toBeTruthy();
  });
});
