// The layout route of My Library's pages (/mylibrary/*): it hands each its heading and tabs, which the
// page draws first inside its own frame (ui/page-top.ts), so no feature imports another's tab bar.
import { Outlet } from 'react-router';
import type { PageTopContext } from '../../ui/page-top.ts';
import { MyLibraryTabs } from './MyLibraryTabs.tsx';

export default function MyLibraryLayout() {
  return <Outlet context={{ pageTop: <MyLibraryTabs /> } satisfies PageTopContext} />;
}
