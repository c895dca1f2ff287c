import type { ReactNode } from 'react';
import { Header, type HeaderProps } from './Header.tsx';
import { Logo } from './Logo.tsx';
import { Sidebar, type SidebarProps } from './Sidebar.tsx';
import { SHELL_TEXTS as T } from './shellTexts.ts';

export type AppShellProps = {
  sidebar: SidebarProps;
  header: HeaderProps;
  children: ReactNode;
};

/**
 * The dashboard layout. Wide screens: the sidebar column beside header and content. Below
 * 1200 px the sidebar is only its menu button, sharing the top row with the header. A role with
 * no sidebar entry gets no sidebar (an empty menu looks broken): only the logo, beside the header.
 */
export function AppShell({ sidebar, header, children }: AppShellProps) {
  const hasMenu = sidebar.sections.some((section) => section.entries.length > 0);
  return (
    <div className="grid min-h-screen grid-cols-[auto_minmax(0,1fr)] grid-rows-[auto_1fr] bg-slate-50">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {T.skipToContent}
      </a>
      {hasMenu ? (
        <>
          <div className="col-start-1 row-start-1 border-b border-slate-200 bg-white min-[1200px]:row-span-2 min-[1200px]:border-b-0">
            <Sidebar {...sidebar} />
          </div>
          <div className="col-start-2 row-start-1 flex">
            <Header {...header} />
          </div>
        </>
      ) : (
        <div className="col-span-2 col-start-1 row-start-1 flex">
          <Header {...header} brand={<Logo href={sidebar.basePath} />} />
        </div>
      )}
      <main
        id="main"
        tabIndex={-1}
        className={`col-span-2 col-start-1 row-start-2 min-w-0 p-4 focus:outline-none ${
          hasMenu ? 'min-[1200px]:col-span-1 min-[1200px]:col-start-2' : ''
        }`}
      >
        {children}
      </main>
    </div>
  );
}
