import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../src/ui/toast/Toaster.tsx';
import {
  alert,
  clearToasts,
  expireToasts,
  TOAST_HIDE_SHORT_MS,
  toastState,
} from '../../src/ui/toast/toastStore.ts';

/** Moves the fake clock and lets valtio and React settle. */
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearToasts();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps both live regions mounted, even when empty', () => {
    render(<Toaster />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('announces errors assertively and info/success politely', async () => {
    render(<Toaster />);
    await act(async () => {
      alert('error in fetching loans', { kind: 'error' });
      alert('Comment added successfully', { kind: 'success' });
      alert('No data found');
    });
    const errors = screen.getByRole('alert');
    const notices = screen.getByRole('status');
    expect(within(errors).getByText('error in fetching loans')).toBeInTheDocument();
    expect(within(notices).getByText('Comment added successfully')).toBeInTheDocument();
    expect(within(notices).getByText('No data found')).toBeInTheDocument();
    expect(within(errors).queryByText('No data found')).toBeNull();
  });

  it('hides a toast after 5 s by default', async () => {
    render(<Toaster />);
    await act(async () => {
      alert('Operation Failed', { kind: 'error' });
    });
    await advance(4999);
    expect(screen.getByText('Operation Failed')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Operation Failed')).toBeNull();
  });

  it('hides a short toast after 2 s while a default one stays', async () => {
    render(<Toaster />);
    await act(async () => {
      alert('Tags Updated Successfully', { kind: 'success', hideAfterMs: TOAST_HIDE_SHORT_MS });
      alert('Please try again', { kind: 'error' });
    });
    await advance(1999);
    expect(screen.getByText('Tags Updated Successfully')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Tags Updated Successfully')).toBeNull();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
    await advance(3000);
    expect(screen.queryByText('Please try again')).toBeNull();
  });

  it('computes hiding from timestamps, so a late timer still hides on time', async () => {
    render(<Toaster />);
    await act(async () => {
      alert('No Report Available');
    });
    // A throttled background tab: the clock moved on but no timer fired.
    vi.setSystemTime(Date.now() + 6000);
    await act(async () => {
      expireToasts(Date.now());
    });
    expect(screen.queryByText('No Report Available')).toBeNull();
  });

  it('is dismissible by a labelled button', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<Toaster />);
    await act(async () => {
      alert('You are black listed', { kind: 'error' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('You are black listed')).toBeNull();
    expect(toastState.toasts).toHaveLength(0);
  });

  it('shows a repeated text once and restarts its timer', async () => {
    render(<Toaster />);
    await act(async () => {
      alert('error: Failed to fetch', { kind: 'error' });
    });
    await advance(3000);
    await act(async () => {
      alert('error: Failed to fetch', { kind: 'error' });
    });
    expect(screen.getAllByText('error: Failed to fetch')).toHaveLength(1);
    await advance(4000);
    expect(screen.getByText('error: Failed to fetch')).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByText('error: Failed to fetch')).toBeNull();
  });
});
