import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/session';

/** Spec §4 logout: clear the stored session and cached user data, then go to /sign-in. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    navigate('/sign-in', { replace: true });
  }, [navigate, queryClient]);
}
