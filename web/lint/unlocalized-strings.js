import lingui from 'eslint-plugin-lingui';

// Every text a person reads comes from a catalogue (docs/architecture.md, "Languages"): a
// string literal or JSX text anywhere in the app that could be shown fails lint, so an English
// text cannot slip back in. A string that is never shown yet looks like text (markup, say) says
// why on an eslint-disable line.
export const TRANSLATED = ['src/**/*.{ts,tsx}'];

/** Props and names whose strings are never shown: styles, ids, routes, Mantine's tokens. */
const NOT_SHOWN =
  '^(className|classNames|styles?|id|key|to|href|src|type|variant|color|size|c|bg|w|h|mih|maw|miw|mah|ta|fw|fz|lh|tt|gap|justify|align|wrap|position|radius|component|role|mode|autoComplete|display|orientation|dataKey|curveType|tickLine|gridAxis|valueFormat|pos|top|bd|p[xytblr]?|m[xytblr]?|span|cols|spacing|visibleFrom|hiddenFrom|labelPosition|shadow|target|rel|referrerPolicy|allow|loading|preload|name|value|inputMode|header|fontFamily|aria-(live|busy|haspopup|current))$';

export const unlocalizedStrings = {
  files: TRANSLATED,
  // Tests, and the helpers only tests use.
  ignores: ['**/*.test.{ts,tsx}', 'src/test/**'],
  plugins: { lingui },
  rules: {
    'lingui/no-unlocalized-strings': [
      'error',
      {
        // One word not starting with a capital ('light', 'student.dashboard.title'), an
        // UPPER_CASE constant, or no letters at all.
        ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[^A-Za-z]*$'],
        ignoreNames: [{ regex: { pattern: NOT_SHOWN } }],
        ignoreFunctions: [
          't',
          'useMediaQuery',
          '*.matchMedia',
          '*.querySelector',
          '*.setRequestHeader',
          'Error',
          'console.*',
        ],
      },
    ],
  },
};
