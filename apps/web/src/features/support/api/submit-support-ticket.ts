import { type TSupportTicketRequest, ZMessageOnlySchema } from '@pp/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /users/contact-us with the bearer token (PRODUCT.md §7: the path never sends it on its own, so
 * auth is 'always'); company is always empty for tickets (PRODUCT.md §3).
 */
export function submitSupportTicket(ticket: Omit<TSupportTicketRequest, 'company'>) {
  const body: TSupportTicketRequest = { ...ticket, company: '' };
  return apiRequest('/users/contact-us', {
    method: 'POST',
    auth: 'always',
    body,
    schema: ZMessageOnlySchema.shape.data,
  });
}

export function useSubmitSupportTicket() {
  return useMutation({ mutationFn: submitSupportTicket });
}
