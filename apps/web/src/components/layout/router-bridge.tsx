import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '../../lib/navigation';

/** Lets code outside React (the API client) navigate client-side; mounted once inside the router. */
export function RouterBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to) => navigate(to));
    return () => setNavigator(undefined);
  }, [navigate]);
  return null;
}
