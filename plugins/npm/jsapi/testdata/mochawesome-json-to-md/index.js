#!/usr/bin/env node
const fs = require('fs');
const { program } = require('commander');
const mustache = require('mustache');
const pathPkg = require('path');
const winston = require('winston');

/**
 * Reads the JSON file and returns its content as an object.
 * @param {string} filePath - Path to the JSON file.
 * @returns {object} - Parsed JSON object.
 * @throws Will throw an error if there's an issue parsing the JSON file.
 */
const readJsonFile = (filePath) => {
  logger.debug(`Reading JSON file: ${filePath}`);

  const fileContent = fs.readFileSync(filePath, 'utf-8');
  try {
    const parsed = JSON.parse(fileContent);
    logger.debug(`Successfully parsed JSON file: ${filePath}`);
    return parsed;
  } catch (error) {
    throw new Error(`Error while parsing JSON file: ${filePath} (${error.message})`);
  }
};

/**
 * Collects all tests of a given type without mutating the input suites.
 * @param {object} param0 - Object containing type and suiteList.
 * @param {string} param0.type - Type of the test.
 * @param {Array} param0.suiteList - Array of root suite objects.
 * @returns {Array} - List of tests with the given type.
 */
const collectTestsByType = ({ type, suiteList }) => {
  const collected = [];
  const queue = suiteList.map((suite) => ({ suite, path: suite.file || '' }));

  while (queue.length > 0) {
    const { suite, path } = queue.shift();
    const typeList = Array.isArray(suite[type]) ? suite[type] : [];
    const tests = Array.isArray(suite.tests) ? suite.tests : [];
    const childSuites = Array.isArray(suite.suites) ? suite.suites : [];

    for (const uuid of typeList) {
      const foundTestByUuid = tests.find((test) => test.uuid === uuid);
      if (!foundTestByUuid) {
        throw new Error(`Test with uuid ${uuid} not found for type ${type}`);
      }
      collected.push({ ...foundTestByUuid, path });
    }

    for (const subSuite of childSuites) {
      queue.push({ suite: subSuite, path: subSuite.file || path });
    }
  }

  return collected;
};

module.exports = {
  collectTestsByType,
  readJsonFile,
};
