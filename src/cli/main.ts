#!/usr/bin/env node
console.log('cli');
