import { ZTwoFactorEnrolmentSchema } from '@pp/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /operator/2fa/enrol: a new secret, shown once as QR code and otpauth:// URI. */
export function useEnrolTwoFactor() {
  return useMutation({
    mutationFn: async () =>
      (await apiRequest('/operator/2fa/enrol', { method: 'POST', schema: ZTwoFactorEnrolmentSchema })).data,
  });
}
