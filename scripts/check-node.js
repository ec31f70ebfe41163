// After `npm install`, on the Node that the project's scripts will run on: the one npm put
// in node_modules/.bin for this machine (optionalDependencies node-<os>-<cpu>), else, where
// npm has none (macOS on Apple silicon, 32-bit ARM), the system's. Plain JavaScript, so an
// old Node can still say what is wrong: the scripts and the server run TypeScript through
// Node's own type stripping, on by default from 22.18.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `TeachChat needs Node.js 22.18 or newer, and npm has no Node for ${process.platform}-${process.arch}: ` +
      `this machine's is ${process.version}. Install Node.js 24 LTS (https://nodejs.org) and run npm install again.`,
  );
  process.exit(1);
}
