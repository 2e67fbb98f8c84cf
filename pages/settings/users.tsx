import dynamic from 'next/dynamic';

// Its own chunk: only administrators who open it download the screen and its texts.
const UsersPage = dynamic(() => import('@/components/users/users-page'), { ssr: false });

export default function UsersRoute() {
  return <UsersPage />;
}
