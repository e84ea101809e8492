import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SupportTicket {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/**
 * POST /users/contact-us with the bearer token (PRODUCT.md §7: the path never sends it on its own, so
 * auth is 'always'); company is always empty for tickets (PRODUCT.md §3).
 */
export function submitSupportTicket(ticket: SupportTicket) {
  return apiRequest('/users/contact-us', {
    method: 'POST',
    auth: 'always',
    body: { ...ticket, company: '' },
  });
}

export function useSubmitSupportTicket() {
  return useMutation({ mutationFn: submitSupportTicket });
}
