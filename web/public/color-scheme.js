// The colour scheme before anything paints (a prerendered page paints before the app runs):
// the stored choice (localStorage 'theme', src/lib/color-scheme.ts), else the system's. A
// file, not inline: the content security policy runs scripts from this origin only.
{
  const stored = (() => {
    try {
      return localStorage.getItem('theme');
    } catch {
      return null; // storage refused (private browsing): follow the system
    }
  })();
  const system = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute(
    'data-mantine-color-scheme',
    stored === 'light' || stored === 'dark' ? stored : system,
  );
}
