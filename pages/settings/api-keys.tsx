import dynamic from 'next/dynamic';

// Its own chunk: only signed-in users who open it download the screen and its texts.
const ApiKeysPage = dynamic(() => import('@/components/api-keys/api-keys-page'), { ssr: false });

export default function ApiKeysRoute() {
  return <ApiKeysPage />;
}
