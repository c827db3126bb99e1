import * as dashboard from '../../packages/features/src/dashboard/DashboardScreen/DashboardScreen.stories.tsx';
import * as ibkr from './Ibkr.stories.tsx';
import * as mainLayout from './MainLayout.screens.stories.tsx';
import * as otherLayouts from './OtherLayouts.screens.stories.tsx';
import * as portalStates from './PortalStates.screens.stories.tsx';

// The "Screens" docs page: every screen story with the route it depicts and as whom, read from the
// stories themselves (their `parameters.route` and `parameters.persona`), so the list cannot go stale.

interface StoryLike {
  parameters?: { route?: string; persona?: string; session?: string };
}
interface StoryFile {
  default: { title?: string; parameters?: { route?: string } };
  [story: string]: unknown;
}

/** Storybook's id of a story: its title and export name, lower-cased, words joined by hyphens. */
function storyId(title: string, exportName: string): string {
  const words = (text: string) =>
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${words(title)}--${words(exportName)}`;
}

const files = [dashboard, ibkr, mainLayout, otherLayouts, portalStates] as unknown as StoryFile[];

export function screenRoutes() {
  return files.flatMap((file) => {
    const title = file.default.title ?? '';
    return Object.entries(file)
      .filter(([name]) => name !== 'default' && /^[A-Z]/.test(name))
      .map(([name, story]) => {
        const parameters = (story as StoryLike).parameters ?? {};
        return {
          id: storyId(title, name),
          title,
          name,
          route: parameters.route ?? file.default.parameters?.route,
          persona: parameters.session === 'signed-out' ? 'signed out' : (parameters.persona ?? 'individual'),
        };
      });
  });
}

const cell = { border: '1px solid #cbd5e1', padding: '4px 8px', textAlign: 'left' } as const;

/** The table of the docs page. */
export function ScreenRoutes() {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={cell}>Route</th>
          <th style={cell}>Story</th>
          <th style={cell}>As</th>
        </tr>
      </thead>
      <tbody>
        {screenRoutes().map((row) => (
          <tr key={row.id}>
            <td style={cell}>
              <code>{row.route ?? 'no route: add parameters.route'}</code>
            </td>
            <td style={cell}>
              <a href={`?path=/story/${row.id}`} target="_top">
                {row.title.replace('Screens/', '')} · {row.name}
              </a>
            </td>
            <td style={cell}>{row.persona}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
