import { ProfileScreen } from '@portal/features';
import { ThemeSwitcher } from '@portal/ui';
import { useThemeChoice } from '../shell/themeContext.ts';

/** /profile ("Mi cuenta"): the profile domain's screen, with the app's theme choice as its appearance. */
export default function ProfilePage() {
  const { theme, setTheme } = useThemeChoice();
  return <ProfileScreen appearance={<ThemeSwitcher value={theme} onChange={setTheme} />} />;
}
