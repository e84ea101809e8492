import { MESSAGES } from '@pp/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { SupportTicketDialog } from './support-ticket-dialog';

function fillAndSubmit() {
  for (const [label, value] of [
    ['Phone', '+1 555 0100'],
    ['Subject', 'Billing'],
    ['Message', 'Where is my receipt?'],
  ] as const)
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit Ticket' }));
}

describe('SupportTicketDialog', () => {
  it('shows the server message of a 429 (wait and try again), and keeps what was typed', async () => {
    const net = stubFetch();
    net.route('POST /api/v1/users/contact-us', fail(429, MESSAGES.tooManyRequests));
    saveSession({ access_token: 'a', refresh_token: 'r', user_id: 'u1', email: 'jane@agency.com' });
    renderApp(
      <SupportTicketDialog open onOpenChange={() => {}} defaultName="Jane" email="jane@agency.com" />,
    );
    fillAndSubmit();
    expect(await screen.findByText(MESSAGES.tooManyRequests)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.supportTicketFailed)).toBeNull();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Billing');
  });

  it('sends the ticket with the bearer token and says so', async () => {
    const net = stubFetch();
    net.route('POST /api/v1/users/contact-us', { status: 201, json: ok(null).json });
    saveSession({ access_token: 'a', refresh_token: 'r', user_id: 'u1', email: 'jane@agency.com' });
    renderApp(
      <SupportTicketDialog open onOpenChange={() => {}} defaultName="Jane" email="jane@agency.com" />,
    );
    fillAndSubmit();
    expect(await screen.findByText(MESSAGES.supportTicketSent)).toBeTruthy();
    expect(net.calls[0]?.headers.authorization).toBe('Bearer a');
  });
});
