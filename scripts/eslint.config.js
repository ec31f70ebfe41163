import base from '../eslint.config.js';

// Scripts are operators' tools: they read their settings from the environment.
export default [...base, { rules: { 'no-restricted-properties': 'off' } }];
