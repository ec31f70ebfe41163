import lingui from 'eslint-plugin-lingui';

// Where every text a person reads comes from a catalogue (docs/architecture.md, "Languages"):
// a string literal or JSX text there that could be shown fails lint. A folder joins this list
// once its screens are moved to the catalogues.
export const TRANSLATED = [
  'src/routes/-components/**',
  'src/routes/_student/**',
  'src/components/{account-menu,api-tokens,chat,dates,dashboard-skeleton,feedback/FeedbackCard.tsx,filter-select,language,not-found,notifications-menu,page-loader,privacy,role-layout,route-error,search-field,skip-link,tags-editor,theme,transcript/CompletedBadge.tsx}/**',
  'src/lib/{errors,format}.ts',
  'src/routes/_admin{.tsx,/settings.tsx,/-components/settings/**}',
  'src/routes/_admin/{-components/privacy/**,admin/privacy.tsx}',
  'src/components/{activity-card,brand,card-button,card-grid-skeleton,detail,empty-message,fact-row,feedback,insights,key-hint,lazy-notifications,lms-grades,lms-roster,markdown,page,panel,responses,router-links,sign-out,stat-card,table-state-rows,teacher,teacher-questions,transcript}/**',
  'src/routes/_teacher{.tsx,/**}',
  'src/routes/_admin/-components/dashboard/**',
  'src/routes/_admin/admin_page.tsx',
  'src/routes/_admin/-components/roster/**',
  'src/routes/_admin/admin/roster_import.tsx',
  'src/routes/_admin/-components/submissions/**',
  'src/routes/_admin/admin/student_responses.tsx',
  'src/routes/_admin/responses.tsx',
  'src/routes/_admin/-components/audit/**',
  'src/routes/_admin/admin/audit.tsx',
  'src/routes/_admin/-components/common/**',
  'src/routes/_admin/-components/terms/**',
  'src/routes/_admin/admin/terms.tsx',
  'src/components/{admin,start-next-term}/**',
  'src/routes/_admin/{courses,-components/courses}/**',
  'src/routes/_admin/{admin/enrollments.tsx,-components/enrollments/**}',
  'src/routes/_admin/{admin/students.tsx,students/**,-components/students/**}',
  'src/routes/_admin/{teachers,-components/teachers}/**',
];

/** Props and names whose strings are never shown: styles, ids, routes, Mantine's tokens. */
const NOT_SHOWN =
  '^(className|classNames|styles?|id|key|to|href|src|type|variant|color|size|c|bg|w|h|mih|maw|miw|mah|ta|fw|fz|lh|tt|gap|justify|align|wrap|position|radius|component|role|mode|autoComplete|display|orientation|dataKey|curveType|tickLine|gridAxis|valueFormat|pos|top|bd|p[xytblr]?|m[xytblr]?|span|cols|spacing|visibleFrom|hiddenFrom|labelPosition|shadow|target|rel|referrerPolicy|allow|loading|preload|name|value|inputMode|header|aria-(live|busy|haspopup|current))$';

export const unlocalizedStrings = {
  files: TRANSLATED,
  ignores: ['**/*.test.{ts,tsx}'],
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
