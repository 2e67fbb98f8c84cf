import dynamic from 'next/dynamic';
import { ExploreLoading, ExploreOutline } from '@/components/app/explore/explore-loading';

// Explore (virtual grid, relative times) is its own chunk, so the route paints its outline at once.
const ExplorePage = dynamic(() => import('@/components/app/explore/explore-page'), {
  ssr: false,
  loading: () => <ExploreLoading />,
});

export default function ExploreRoute() {
  return <ExplorePage />;
}

// The exported HTML: Explore's title and subtitle over the cards' outlines.
ExploreRoute.Outline = ExploreOutline;
