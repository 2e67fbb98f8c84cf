import ExplorePage from '@/components/app/explore/explore-page';

export default function ExploreRoute() {
  return <ExplorePage />;
}
