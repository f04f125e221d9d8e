import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowerCaseLocation, urlCase } from './url-case.ts';

describe('lowerCaseLocation', () => {
  it.each([
    ['/Kyiv/', '/kyiv'],
    ['/Kyiv', '/kyiv'],
    ['/Doctors', '/doctors'],
    ['/Blogs?page=2&tag=Zir', '/blogs?page=2&tag=Zir'],
    ['/DOCTOR/ivan-petrenko', '/doctor/ivan-petrenko'],
    ['/RU/doctors', '/ru/doctors'],
    ['/ru/Doctors/Kyiv/?page=3', '/ru/doctors/kyiv?page=3'],
    ['/doctors/%D0%9A%D0%B8%D1%97%D0%B2X', '/doctors/%D0%9A%D0%B8%D1%97%D0%B2x'],
  ])('%s → %s', (url, location) => {
    expect(lowerCaseLocation(url)).toBe(location);
  });

  it.each([
    ['already lower case', '/doctors?Sort=Rating'],
    ['a trailing slash alone (the page answers with its canonical link)', '/kyiv/'],
    ['the root', '/'],
    ['percent escapes only', '/doctors/%D0%9A'],
    ['the API', '/api/v1/Doctors'],
    ['the API in capitals', '/API/v1/doctors'],
    ['a hashed asset', '/assets/entry.client-BxQ9Zt.js'],
    ['a client navigation', '/Doctors.data'],
    ['a file', '/Sitemap.xml'],
    ['a path that would become another host', '//Evil.example/x'],
    ['a backslash', '/\\Evil.example'],
  ])('leaves %s alone', (_what, url) => {
    expect(lowerCaseLocation(url)).toBeNull();
  });
});

describe('the url-case plugin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(urlCase);
    app.all('/*', async (request) => ({ url: request.url }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a GET with capitals with one permanent redirect, query kept', async () => {
    const response = await app.inject({ method: 'GET', url: '/RU/Doctors/?page=2' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/ru/doctors?page=2');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect((await app.inject({ method: 'HEAD', url: '/Kyiv/' })).headers.location).toBe('/kyiv');
  });

  it('passes lower-case pages, API calls and writes through', async () => {
    expect((await app.inject({ method: 'GET', url: '/ru/doctors' })).json()).toEqual({ url: '/ru/doctors' });
    expect((await app.inject({ method: 'GET', url: '/api/v1/Doctors' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/Doctors', payload: {} })).statusCode).toBe(200);
  });
});
