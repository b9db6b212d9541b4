/**
 * The tab bar's create popup for a creator: New Post, and Live when SL is on and the platform is not
 * chatter (camera and microphone access first, then /live?ts=). Loaded with its first opening (ADR 105, 116).
 */
import { useNavigate } from '@remix-run/react';
import { Suspense } from 'react';
import { LazyActionSheet } from '#ds';
import { useLiveAccess } from '../live/go-live-access';

export default function CreateMenu({ open, onOpenChange, liveAvailable }: { open: boolean; onOpenChange: (open: boolean) => void; liveAvailable: boolean }) {
  const navigate = useNavigate();
  const liveAccess = useLiveAccess();
  return (
    <>
      <Suspense fallback={null}>
        <LazyActionSheet
          open={open}
          onOpenChange={onOpenChange}
          title="Create"
          actions={[
            { id: 'post', label: 'New Post', icon: 'camera', onPress: () => navigate('/publish') },
            ...(liveAvailable ? [{ id: 'live', label: 'Live', icon: 'live' as const, onPress: () => void liveAccess.go() }] : []),
          ]}
        />
      </Suspense>
      {liveAccess.dialog}
    </>
  );
}
