import { THEMES, useTheme, type Theme } from "../theme";
import { DifficultyThresholdsSection } from "../encounters/difficulty";
import { TableRulesSection } from "./table-rules-section";

const THEME_LABELS: Record<Theme, { label: string; hint: string }> = {
  light: { label: "Light", hint: "Paper-like, for bright rooms." },
  dark: { label: "Dark", hint: "Low glare, for dim tables and late sessions." },
  system: { label: "Follow system", hint: "Match your operating system's setting." },
};

export function SettingsPage() {
  const [theme, setTheme] = useTheme();
  return (
    <section className="page" aria-labelledby="settings-heading">
      <h2 id="settings-heading" className="page-title">
        Settings
      </h2>
      <fieldset className="card settings-group">
        <legend className="section-title">Theme</legend>
        <p className="muted">Kept on this computer, whatever campaign is open.</p>
        <div className="radio-list">
          {THEMES.map((value) => (
            <label key={value} className="radio">
              <input
                type="radio"
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => setTheme(value)}
                data-testid={`theme-${value}`}
              />
              <span className="radio-label">{THEME_LABELS[value].label}</span>
              <span className="radio-hint">{THEME_LABELS[value].hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TableRulesSection />
      <DifficultyThresholdsSection />
    </section>
  );
}
