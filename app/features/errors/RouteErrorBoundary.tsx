import { useNavigate, useRouteError, type NavigateFunction } from '@remix-run/react';
import { useEffect } from 'react';
import { ErrorPage } from '#ds';
import { isChunkLoadError } from '../../../common/errors-core';
import { reloadForChunkError } from './chunk-reload';
import { routeErrorView } from './route-error';

/** Every route's error boundary: the catalogue's message and a back button. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
  const view = routeErrorView(error);
  return <ErrorPage status={view.status} message={view.message} onBack={() => goBack(navigate)} />;
}

export function goBack(navigate: NavigateFunction) {
  if (typeof window !== 'undefined' && window.history.length > 1) navigate(-1);
  else navigate('/home');
}
