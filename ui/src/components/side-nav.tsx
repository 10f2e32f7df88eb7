import { PAGES, PAGE_LABELS, type Page } from "../pages/page";

type SideNavProps = {
  current: Page;
  onNavigate: (page: Page) => void;
};

/** The left navigation. Alt+1…8 jumps to a page from anywhere. */
export function SideNav({ current, onNavigate }: SideNavProps) {
  return (
    <nav className="side-nav" aria-label="Main">
      <ul>
        {PAGES.map((page, index) => (
          <li key={page}>
            <button
              type="button"
              className="nav-item"
              aria-current={page === current ? "page" : undefined}
              onClick={() => onNavigate(page)}
              data-testid={`nav-${page}`}
              aria-keyshortcuts={`Alt+${index + 1}`}
            >
              <span className="nav-label">{PAGE_LABELS[page]}</span>
              <kbd className="nav-key" aria-hidden="true" title={`Alt+${index + 1}`}>
                Alt+{index + 1}
              </kbd>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
