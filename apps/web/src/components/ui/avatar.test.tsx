import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

describe('initialsOf (PRODUCT.md §3)', () => {
  it('takes the first letters of the first and last words, upper case', () => {
    expect(initialsOf('jane mary smith')).toBe('JS');
    expect(initialsOf('  Jane  ')).toBe('J');
    expect(initialsOf('')).toBe('');
    expect(initialsOf(null)).toBe('');
  });
});

describe('Avatar', () => {
  it('shows a spinner while loading, initials without a photo, and a photo when given', () => {
    const { rerender } = render(<Avatar name="Jane Smith" loading />);
    expect(screen.getByRole('status', { name: 'Loading photo' })).toBeTruthy();
    rerender(<Avatar name="Jane Smith" />);
    expect(screen.getByRole('img', { name: 'Jane Smith' }).textContent).toBe('JS');
    rerender(<Avatar name="" />);
    expect(screen.getByRole('img', { name: 'User' }).querySelector('svg')).toBeTruthy();
    rerender(<Avatar name="Jane Smith" src="blob:photo" />);
    expect(screen.getByRole('img', { name: "Jane Smith's photo" }).getAttribute('src')).toBe('blob:photo');
  });
});
