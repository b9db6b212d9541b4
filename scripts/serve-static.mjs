#!/usr/bin/env node
// Serves a folder over HTTP (the built Storybook for the visual baseline). Usage: serve-static.mjs <dir> <port>
import express from 'express';

const [dir = 'storybook-static', port = '6107'] = process.argv.slice(2);
express()
  .use(express.static(dir))
  .listen(Number(port), '127.0.0.1', () => console.log(`serving ${dir} on ${port}`));
