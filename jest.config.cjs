/** Unit tests and API integration tests (against the embedded database and a loopback SMTP server). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/services/api/test', '<rootDir>/packages', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // ESM-only dependencies are turned into CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition|typebox)/)'],
  globalSetup: '<rootDir>/services/api/test/global-setup.ts',
  globalTeardown: '<rootDir>/services/api/test/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
