// Lint rules that keep the web app's shape (docs/architecture.md, "The web app"):
// - a feature (src/features/<name>) never imports another feature: what two features share
//   moves to src/components or src/lib, and screens are put together in src/app;
// - shared code (src/components, src/lib, src/api) never imports a feature or the app shell;
// - the rules of hooks hold everywhere.
// Type checking is tsc's job (npm run lint); this file adds only what tsc cannot see.
import { readdirSync } from 'node:fs'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move shared code to src/components or src/lib, or compose in src/app.',
}))

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'e2e/artifacts/**', 'src/api/schema.gen.ts'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./src/components', './src/lib', './src/api'],
              from: ['./src/features', './src/app'],
              message: 'Shared code never depends on a feature or on the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may read several features' strings to check them together (lib/translations.test.ts).
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
)
