// Lint rules that keep the web app's shape (docs/architecture.md, "The web app"):
// - a feature (src/features/<name>) never imports another feature: what two features share
//   moves to src/components or src/lib, and screens are put together in src/app;
// - shared code (src/components, src/lib, src/api) never imports a feature or the app shell;
// - inside a feature only its api/ folder makes calls (imports src/api/client or src/api/queries,
//   a client of its own such as admin's api/adminClient.ts, or openapi-fetch): each feature owns
//   its calls in one place, one hook per call, and screens call the hooks (docs/architecture.md,
//   "Calls and fresh data");
// - only src/components/form imports react-hook-form and its resolvers: every form is built with
//   its useAppForm (docs/architecture.md, "Forms"), and a file rendering a <form> imports it;
// - file names follow one pattern: a .tsx file is PascalCase when it holds a component and
//   camelCase otherwise, a .ts file camelCase, a stylesheet kebab-case (checked where imported);
// - the rules of hooks hold everywhere.
// Type checking is tsc's job (npm run lint); this file adds only what tsc cannot see.
import { dirname, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), 'src')

/** Where a file sits: 'feature:<name>', 'shared', 'app', or null (tests, elsewhere). */
function areaOf(file) {
  const parts = relative(SRC, file).split(sep)
  if (parts[0] === 'features' && parts.length > 2) return `feature:${parts[1]}`
  if (['components', 'lib', 'api'].includes(parts[0])) return 'shared'
  if (parts[0] === 'app') return 'app'
  return null
}

/** The modules that make API calls; a feature reaches them only from its api/ folder. */
const CALL_MAKERS = [`api${sep}client`, `api${sep}queries`]
/** A feature's own client (features/admin/api/adminClient.ts): only its api/ folder uses it. */
const isFeatureClient = (target) => /^features[\\/][^\\/]+[\\/]api[\\/]\w*Client$/.test(relative(SRC, target))

// The app's own imports are relative ('../../lib/i18n'); packages are not checked.
const layers = {
  meta: { type: 'problem', messages: { crossFeature: '{{from}} imports {{to}}: features do not import each other; move shared code to src/components or src/lib, or compose in src/app.', sharedUp: 'Shared code ({{from}}) never imports {{to}}.', callsOutsideApi: 'Calls live in the feature\'s api/ folder: import a hook from there instead of {{source}}.' } },
  create(context) {
    const from = areaOf(context.filename)
    if (!from) return {}
    const inFeatureApi = from.startsWith('feature:') && relative(SRC, context.filename).split(sep)[2] === 'api'
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const target = resolve(dirname(context.filename), source)
      if (from.startsWith('feature:') && !inFeatureApi && (CALL_MAKERS.includes(relative(SRC, target)) || isFeatureClient(target))) {
        context.report({ node, messageId: 'callsOutsideApi', data: { source } })
      }
      const to = areaOf(target)
      if (!to || to === from) return
      if (from.startsWith('feature:') && to.startsWith('feature:')) context.report({ node, messageId: 'crossFeature', data: { from, to } })
      if (from === 'shared' && to !== 'shared') context.report({ node, messageId: 'sharedUp', data: { from, to } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

/** components/form/useAppForm: the one way to build a form. */
const APP_FORM = resolve(SRC, 'components', 'form', 'useAppForm')

// A <form> element is only rendered by a file that builds it with useAppForm (imports
// components/form/useAppForm): no form held in useState slips past the import rule above.
const formsUseAppForm = {
  meta: { type: 'problem', messages: { plainForm: 'Build this form with useAppForm (components/form/useAppForm; docs/architecture.md, "Forms"), not with state of its own.' } },
  create(context) {
    if (relative(SRC, context.filename).split(sep).slice(0, 2).join('/') === 'components/form') return {}
    let usesAppForm = false
    const forms = []
    return {
      ImportDeclaration(node) {
        const source = node.source.value
        if (typeof source === 'string' && source.startsWith('.') && resolve(dirname(context.filename), source) === APP_FORM) usesAppForm = true
      },
      JSXOpeningElement(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name === 'form') forms.push(node)
      },
      'Program:exit'() {
        if (!usesAppForm) for (const node of forms) context.report({ node, messageId: 'plainForm' })
      },
    }
  },
}

const TS_NAME = /^[A-Za-z][A-Za-z0-9]*(\.(test|mr|gen))*\.tsx?$/
const CSS_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*\.css$/

const fileNames = {
  meta: { type: 'suggestion', messages: { tsName: '{{name}}: name TypeScript files in PascalCase (a component) or camelCase, without dashes.', tsComponentOnly: '{{name}}: a .ts file holds no component, so its name starts in lower case.', cssName: '{{source}}: name stylesheets in kebab-case.' } },
  create(context) {
    const name = context.filename.split(sep).pop()
    return {
      Program(node) {
        if (!TS_NAME.test(name)) context.report({ node, messageId: 'tsName', data: { name } })
        else if (/^[A-Z]/.test(name) && name.endsWith('.ts')) context.report({ node, messageId: 'tsComponentOnly', data: { name } })
      },
      ImportDeclaration(node) {
        const source = node.source.value
        if (typeof source === 'string' && source.endsWith('.css') && !CSS_NAME.test(source.split('/').pop())) {
          context.report({ node, messageId: 'cssName', data: { source } })
        }
      },
    }
  },
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'e2e/artifacts/**', 'src/api/schema.gen.ts', 'src/api/topics.gen.ts'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'react-hooks': reactHooks, reshimgathi: { rules: { layers, fileNames, formsUseAppForm } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'reshimgathi/layers': 'error',
      'reshimgathi/fileNames': 'error',
      'reshimgathi/formsUseAppForm': 'error',
    },
  },
  {
    // One way to build a form, one place for calls (see the top of this file).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/form/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react-hook-form', '@hookform/*'], message: 'Build forms with components/form/useAppForm (docs/architecture.md, "Forms"); it gives what a form needs of react-hook-form.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/form/**', 'src/api/**', 'src/features/*/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react-hook-form', '@hookform/*'], message: 'Build forms with components/form/useAppForm (docs/architecture.md, "Forms"); it gives what a form needs of react-hook-form.' },
            { group: ['openapi-fetch'], message: "Calls live in src/api and each feature's api/ folder: call a hook from there." },
          ],
        },
      ],
    },
  },
  {
    // Tests may read several features' strings to check them together (lib/translations.test.ts).
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'react-hooks': reactHooks, reshimgathi: { rules: { fileNames } } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'reshimgathi/fileNames': 'error' },
  },
)
