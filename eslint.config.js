import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.cache/', 'results/', 'test-results/', 'playwright-report/', '.tmp/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // 001 §8 "Production logging shows error and warn only": the browser code logs nothing else (decision 078).
    // shared/ runs in the browser too.
    files: ['client/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: ['client/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
);
