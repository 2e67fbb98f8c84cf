import dynamic from 'next/dynamic';

// Its own chunk: downloaded only when a signed-in user opens their profile.
const ProfilePage = dynamic(() => import('@/components/profile/profile-page'), { ssr: false });

export default function ProfileRoute() {
  return <ProfilePage />;
}
