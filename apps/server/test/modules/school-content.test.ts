import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  COURSE_LEVELS,
  exams,
  QUESTION_TYPES,
  schoolCourses,
  schoolLessons,
} from '../../src/db/schema/index.ts';
import {
  type ContentProblem,
  formatProblem,
  type LessonContent,
  linkProblem,
  loadSchoolContent,
  SchoolContentError,
  videoEmbedUrl,
} from '../../src/modules/school/school-content.ts';
import {
  importSchoolContent,
  SCHOOL_CONTENT_DIR,
  seedSchool,
} from '../../src/modules/school/school-import.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';

// --- Fixtures: a small valid folder, and files to add, replace or remove in it ----------------

const COURSE = `---
title: Basics
level: beginner
position: 1
summary: A short course.
---
An introduction.
`;

const LESSON = (title: string, body = 'Some text.') => `---
title: ${title}
minutes: 5
---
${body}
`;

const EXAM = `title: Basics exam
course: basics
description: Checks the basics.
time_limit_minutes: 10
pass_mark: 70
max_attempts: 3
questions:
  - id: spread
    type: single
    prompt: Who pays the spread?
    options:
      - text: Whoever crosses it
        correct: true
      - text: Nobody
    explanation: The buyer at the ask or the seller at the bid.
  - id: limits
    type: multiple
    prompt: Which are true of a limit order?
    options:
      - text: It sets the worst price
        correct: true
      - text: It can wait in the book
        correct: true
      - text: It always fills
    explanation: A limit guarantees the price, not the fill.
  - id: t-plus-one
    type: true_false
    prompt: US stocks settle T+1.
    answer: true
    explanation: Since May 2024.
  - id: round-trip
    type: numeric
    prompt: Spread 0.02, 300 shares. Dollars lost on a round trip?
    answer: 6
    tolerance: 0.01
    unit: USD
    explanation: 0.02 × 300 = 6.
`;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';

const validFiles = (): Record<string, string> => ({
  'images/diagram.svg': SVG,
  'courses/basics/course.md': COURSE,
  'courses/basics/01-first.md': LESSON('First lesson'),
  'courses/basics/02-second.md': LESSON('Second lesson'),
  'exams/basics-exam.yaml': EXAM,
});

/** Writes a content folder into a temporary directory removed after the test. */
async function writeFolder(files: Record<string, string | null>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tapetv-school-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(files)) {
    if (text === null) continue;
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

/** The problems loading `files` (the valid folder with these changes; null removes one). */
async function problemsOf(changes: Record<string, string | null>): Promise<ContentProblem[]> {
  const dir = await writeFolder({ ...validFiles(), ...changes });
  try {
    await loadSchoolContent(dir);
  } catch (error) {
    if (error instanceof SchoolContentError) return error.problems;
    throw error;
  }
  return [];
}

const lessonBody = async (body: string): Promise<LessonContent> => {
  const content = await loadSchoolContent(
    await writeFolder({ ...validFiles(), 'courses/basics/01-first.md': LESSON('First', body) }),
  );
  const lesson = content.courses[0]?.lessons[0];
  if (!lesson) throw new Error('no lesson');
  return lesson;
};

const htmlOf = (lesson: LessonContent) =>
  lesson.blocks.map((block) => (block.type === 'html' ? block.html : '')).join('\n');

// --- The repository's content ---------------------------------------------------------------

describe('the school content in the repository', () => {
  it('loads without a problem: three levels, five lessons a course, an exam per course', async () => {
    const content = await loadSchoolContent(SCHOOL_CONTENT_DIR);

    expect(content.courses.length).toBeGreaterThanOrEqual(3);
    expect(new Set(content.courses.map((course) => course.level))).toEqual(new Set(COURSE_LEVELS));
    for (const course of content.courses) {
      expect(course.lessons.length, course.slug).toBeGreaterThanOrEqual(5);
      expect(course.introHtml, course.slug).toContain('not investment advice');
      expect(
        content.exams.some((exam) => exam.courseSlug === course.slug),
        course.slug,
      ).toBe(true);
    }
    expect(
      content.courses.map((course) => course.level),
      'beginner to advanced',
    ).toEqual(
      [...content.courses.map((course) => course.level)].sort(
        (a, b) => COURSE_LEVELS.indexOf(a) - COURSE_LEVELS.indexOf(b),
      ),
    );
  });

  it('has charts in at least four lessons, an image, and no video (none can be checked offline)', async () => {
    const content = await loadSchoolContent(SCHOOL_CONTENT_DIR);
    const lessons = content.courses.flatMap((course) => course.lessons);

    const withCharts = lessons.filter((lesson) =>
      lesson.blocks.some((block) => block.type === 'chart'),
    );
    expect(withCharts.length).toBeGreaterThanOrEqual(4);
    expect(lessons.some((lesson) => htmlOf(lesson).includes('<img src="/school/images/'))).toBe(
      true,
    );
    expect(lessons.flatMap((lesson) => lesson.blocks).some((block) => block.type === 'video')).toBe(
      false,
    );
  });

  it('has exams of 8 to 10 questions with every question type in each', async () => {
    const content = await loadSchoolContent(SCHOOL_CONTENT_DIR);

    for (const exam of content.exams) {
      expect(exam.questions.length, exam.slug).toBeGreaterThanOrEqual(8);
      expect(exam.questions.length, exam.slug).toBeLessThanOrEqual(10);
      expect(new Set(exam.questions.map((question) => question.type)), exam.slug).toEqual(
        new Set(QUESTION_TYPES),
      );
      expect(exam.timeLimitSeconds).toBeGreaterThanOrEqual(8 * 60);
      expect(exam.timeLimitSeconds).toBeLessThanOrEqual(15 * 60);
      expect(exam).toMatchObject({ passMark: 70, maxAttempts: 3 });
    }
  });
});

// --- What the files become ------------------------------------------------------------------

describe('loadSchoolContent', () => {
  it('maps a course, its lessons and an exam to the tables’ columns', async () => {
    const content = await loadSchoolContent(await writeFolder(validFiles()));

    expect(content.courses).toEqual([
      {
        slug: 'basics',
        title: 'Basics',
        level: 'beginner',
        position: 1,
        summary: 'A short course.',
        introHtml: '<p>An introduction.</p>',
        lessons: [
          {
            slug: 'first',
            position: 1,
            title: 'First lesson',
            minutes: 5,
            blocks: [{ type: 'html', html: '<p>Some text.</p>' }],
          },
          {
            slug: 'second',
            position: 2,
            title: 'Second lesson',
            minutes: 5,
            blocks: [{ type: 'html', html: '<p>Some text.</p>' }],
          },
        ],
      },
    ]);
    expect(content.exams).toHaveLength(1);
    expect(content.exams[0]).toMatchObject({
      slug: 'basics-exam',
      courseSlug: 'basics',
      title: 'Basics exam',
      description: 'Checks the basics.',
      timeLimitSeconds: 600,
      passMark: 70,
      maxAttempts: 3,
    });
  });

  it('gives options the ids a, b, c…, true/false the options true and false, numeric its answer', async () => {
    const content = await loadSchoolContent(await writeFolder(validFiles()));

    expect(content.exams[0]?.questions).toEqual([
      {
        id: 'spread',
        type: 'single',
        prompt: 'Who pays the spread?',
        options: [
          { id: 'a', text: 'Whoever crosses it', correct: true },
          { id: 'b', text: 'Nobody', correct: false },
        ],
        explanation: 'The buyer at the ask or the seller at the bid.',
      },
      {
        id: 'limits',
        type: 'multiple',
        prompt: 'Which are true of a limit order?',
        options: [
          { id: 'a', text: 'It sets the worst price', correct: true },
          { id: 'b', text: 'It can wait in the book', correct: true },
          { id: 'c', text: 'It always fills', correct: false },
        ],
        explanation: 'A limit guarantees the price, not the fill.',
      },
      {
        id: 't-plus-one',
        type: 'true_false',
        prompt: 'US stocks settle T+1.',
        options: [
          { id: 'true', text: 'True', correct: true },
          { id: 'false', text: 'False', correct: false },
        ],
        explanation: 'Since May 2024.',
      },
      {
        id: 'round-trip',
        type: 'numeric',
        prompt: 'Spread 0.02, 300 shares. Dollars lost on a round trip?',
        options: [],
        answer: 6,
        tolerance: 0.01,
        unit: 'USD',
        explanation: '0.02 × 300 = 6.',
      },
    ]);
  });

  it('splits a lesson into HTML, chart and video blocks, computing the embed address', async () => {
    const lesson = await lessonBody(
      [
        'Intro with **bold** text.',
        '',
        '```chart',
        'caption: Two sessions',
        'candles:',
        '  - [10, 11, 9.5, 10.5]',
        '  - [10.5, 10.8, 10.1, 10.2]',
        '```',
        '',
        'Between.',
        '',
        '```video',
        'title: An explainer',
        'url: https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        '```',
        '',
        '```video',
        'title: Another',
        'url: https://vimeo.com/76979871',
        '```',
        '',
        '## After',
      ].join('\n'),
    );

    expect(lesson.blocks).toEqual([
      { type: 'html', html: '<p>Intro with <strong>bold</strong> text.</p>' },
      {
        type: 'chart',
        caption: 'Two sessions',
        candles: [
          [10, 11, 9.5, 10.5],
          [10.5, 10.8, 10.1, 10.2],
        ],
      },
      { type: 'html', html: '<p>Between.</p>' },
      {
        type: 'video',
        title: 'An explainer',
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      },
      {
        type: 'video',
        title: 'Another',
        url: 'https://vimeo.com/76979871',
        embedUrl: 'https://player.vimeo.com/video/76979871',
      },
      { type: 'html', html: '<h2>After</h2>' },
    ]);
  });

  it('escapes raw HTML instead of passing it through', async () => {
    const lesson = await lessonBody(
      [
        'Hello <script>alert(1)</script> and <b onclick="x()">bold</b>.',
        '',
        '<div><img src=x onerror=alert(1)></div>',
      ].join('\n'),
    );
    const html = htmlOf(lesson);

    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt;');
    expect(html).toContain('&lt;div&gt;&lt;img src=x onerror=alert(1)&gt;&lt;/div&gt;');
    expect(html).not.toMatch(/<script|<b |<div|<img src=x/);
  });

  it('renders images from the images folder lazily, and links with their address escaped', async () => {
    const lesson = await lessonBody(
      [
        '![A diagram](images/diagram.svg "The title")',
        '',
        'See [the docs](https://example.com/a?b=1&c=2), [mail](mailto:team@example.com) and [home](/trading-school).',
      ].join('\n'),
    );

    expect(htmlOf(lesson)).toBe(
      '<p><img src="/school/images/diagram.svg" alt="A diagram" title="The title" loading="lazy"></p>\n' +
        '<p>See <a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">the docs</a>, ' +
        '<a href="mailto:team@example.com">mail</a> and <a href="/trading-school">home</a>.</p>',
    );
  });

  it('accepts video pages on YouTube and Vimeo over https only', () => {
    expect(videoEmbedUrl('https://youtu.be/aqz-KE-bpKQ')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(videoEmbedUrl('https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=30')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(videoEmbedUrl('https://www.vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(videoEmbedUrl('http://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBeUndefined();
    expect(videoEmbedUrl('https://www.youtube.com/embed/aqz-KE-bpKQ')).toBeUndefined();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=short')).toBeUndefined();
    expect(videoEmbedUrl('https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ')).toBeUndefined();
    expect(videoEmbedUrl('https://dailymotion.com/video/x7tgad0')).toBeUndefined();
    expect(videoEmbedUrl('not a url')).toBeUndefined();
  });

  it('refuses link schemes a browser would run, however they are spelt', () => {
    for (const href of [
      'https://a.example',
      'http://a.example',
      'mailto:a@b.c',
      '/x',
      'x#y',
      '#top',
    ])
      expect(linkProblem(href), href).toBeUndefined();
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      '//evil.example',
      '\\\\evil.example',
    ])
      expect(linkProblem(href), href).toBeDefined();
  });
});

// --- Problems, by file and line -------------------------------------------------------------

describe('loadSchoolContent problems', () => {
  it('reports every problem of every file in one run, by file and line', async () => {
    const problems = await problemsOf({
      // line 3: an unknown level; line 5: an unknown key
      'courses/basics/course.md': `---
title: Basics
level: expert
position: 1
sumary: A typo.
summary: A short course.
---
An introduction.
`,
      // line 2: no title (the front matter starts there); line 6: an h1; line 8: a javascript: link
      'courses/basics/01-first.md': `---
minutes: 5
---
Fine text.

# A second title

Click [here](javascript:alert(1)).
`,
      // line 8: a candle whose high is below its close; line 12: a video host not allowed
      'courses/basics/02-second.md': `---
title: Second
minutes: 5
---
\`\`\`chart
caption: Two sessions
candles:
  - [10, 10.2, 9.5, 10.5]
  - [10.5, 10.8, 10.1, 10.2]
\`\`\`

\`\`\`video
title: Elsewhere
url: https://www.dailymotion.com/video/x7tgad0
\`\`\`
`,
      // line 2: an unknown course; line 9: two correct options; line 16: a duplicate id
      'exams/basics-exam.yaml': `title: Basics exam
course: no-such-course
description: Checks the basics.
time_limit_minutes: 10
pass_mark: 70
max_attempts: 3
questions:
  - id: spread
    type: single
    prompt: Who pays the spread?
    options:
      - text: Whoever crosses it
        correct: true
      - text: The buyer
        correct: true
    explanation: The one who crosses it.
  - id: spread
    type: true_false
    prompt: Spreads are free.
    answer: false
    explanation: They are a cost.
`,
    });

    expect(problems.map(formatProblem)).toEqual([
      'courses/basics/01-first.md:2: title is required',
      'courses/basics/01-first.md:6: headings start at ## (level 2): the page shows the title as its only level-1 heading',
      'courses/basics/01-first.md:8: link "javascript:alert(1)": only http(s), mailto and relative links are allowed',
      'courses/basics/02-second.md:8: chart: candle 1 [10, 10.2, 9.5, 10.5]: the high (10.2) is below the close (10.5)',
      'courses/basics/02-second.md:14: video: url "https://www.dailymotion.com/video/x7tgad0" must be https on youtube.com/watch?v=ID, youtu.be/ID or vimeo.com/ID',
      'courses/basics/course.md:3: level "expert" must be one of beginner, intermediate, advanced',
      'courses/basics/course.md:5: unknown key "sumary" (the keys are title, level, position, summary)',
      'exams/basics-exam.yaml:2: course "no-such-course" has no folder in courses/ (the courses are basics)',
      'exams/basics-exam.yaml:11: question 1 "spread": a single-choice question has exactly one option with correct: true (this one has 2)',
      'exams/basics-exam.yaml:17: question 2: the id "spread" is also question 1\'s (ids are unique in an exam)',
    ]);
  });

  it('throws a SchoolContentError whose message counts the problems and names the first', async () => {
    const dir = await writeFolder({
      ...validFiles(),
      'courses/basics/01-first.md': 'no front matter',
    });

    const error = await loadSchoolContent(dir).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SchoolContentError);
    expect((error as SchoolContentError).message).toBe(
      'the school content has 1 problem; the first: courses/basics/01-first.md:1: start the file with front matter: a --- line, title, minutes, then a --- line',
    );
  });

  it('reports YAML syntax errors at their line, with a hint for an unquoted colon', async () => {
    const problems = await problemsOf({
      'courses/basics/course.md': `---
title: Basics
level: beginner
position: 1
summary: Risk: the one thing to manage.
---
An introduction.
`,
    });

    expect(problems).toEqual([
      {
        file: 'courses/basics/course.md',
        line: 5,
        message:
          'YAML: Nested mappings are not allowed in compact mappings: text containing ": " must be in quotes, or written on the next lines after >-',
      },
    ]);
  });

  it('checks exam settings and each question type’s keys', async () => {
    const problems = await problemsOf({
      'exams/basics-exam.yaml': `title: Basics exam
course: basics
description: Checks the basics.
time_limit_minutes: 0
pass_mark: 101
max_attempts: 2.5
questions:
  - id: Bad_Id
    type: single
    prompt: Pick one.
    options:
      - text: Only one
        correct: true
    explanation: There was one.
  - id: none-right
    type: multiple
    prompt: Pick any.
    options:
      - text: A
      - text: B
    explanation: None was right.
  - id: tf
    type: true_false
    prompt: Yes?
    answer: maybe
    options: []
    explanation: Not a boolean.
  - id: num
    type: numeric
    prompt: How many?
    answer: 2.5
    tolerance: -1
    explanation: Negative tolerance.
  - id: essay
    type: essay
    prompt: Write.
    explanation: Not a type.
  - id: no-explanation
    type: true_false
    prompt: Missing explanation?
    answer: true
`,
    });

    expect(problems.map(formatProblem)).toEqual([
      'exams/basics-exam.yaml:4: time_limit_minutes must be a whole number from 1 to 180 (not 0)',
      'exams/basics-exam.yaml:5: pass_mark must be a whole number from 1 to 100 (not 101)',
      'exams/basics-exam.yaml:6: max_attempts must be a whole number from 1 to 20',
      'exams/basics-exam.yaml:8: question 1 "Bad_Id": id must be lower-case letters, digits and -, at most 40 characters',
      'exams/basics-exam.yaml:11: question 1 "Bad_Id": options has 1; it needs 2 to 8',
      'exams/basics-exam.yaml:18: question 2 "none-right": a multiple-choice question needs at least one option with correct: true',
      'exams/basics-exam.yaml:25: question 3 "tf": answer must be true or false',
      'exams/basics-exam.yaml:26: question 3 "tf": unknown key "options" (the keys are id, type, prompt, answer, explanation)',
      'exams/basics-exam.yaml:32: question 4 "num": tolerance must be a number of at least 0 (not -1)',
      'exams/basics-exam.yaml:35: question 5 "essay": type "essay" must be one of single, multiple, true_false, numeric',
      'exams/basics-exam.yaml:38: question 6 "no-explanation": explanation is required',
    ]);
  });

  it('checks files, names, numbering, images and where blocks may stand', async () => {
    const problems = await problemsOf({
      'images/Diagram.PNG': 'x',
      'courses/basics/02-second.md': null,
      'courses/basics/03-third.md': LESSON(
        'Third',
        [
          '![](images/diagram.svg)',
          '',
          '![Missing](images/missing.svg)',
          '',
          '- a list',
          '',
          '  ```chart',
          '  caption: Nested',
          '  candles: []',
          '  ```',
        ].join('\n'),
      ),
      'courses/basics/notes.txt': 'stray',
      'courses/Bad Course/course.md': COURSE,
      'courses/empty/course.md': COURSE.replace('position: 1', 'position: 2'),
      'courses/second/course.md': COURSE.replace('Basics', 'Second').concat(
        '\n```video\ntitle: x\nurl: https://youtu.be/aqz-KE-bpKQ\n```\n',
      ),
      'courses/second/01-only.md': LESSON('Only'),
      'exams/basics-exam.yml': EXAM,
      'exams/basics-exam.yaml': null,
    });

    expect(problems.map(formatProblem)).toEqual([
      "courses/Bad Course:1: a course folder's name is its slug: lower-case letters, digits and single hyphens, at most 80 characters",
      'courses/basics:1: lesson numbers run 01, 02, … without gaps: 02 is missing',
      'courses/basics/03-third.md:5: image "images/diagram.svg": give it alt text, ![what it shows](images/diagram.svg)',
      'courses/basics/03-third.md:7: image "images/missing.svg": no such file in the images folder',
      'courses/basics/03-third.md:11: a chart block must start at the beginning of a line, outside lists and quotes',
      'courses/basics/notes.txt:1: a course folder holds course.md and lessons named NN-<slug>.md (01-what-is-a-stock.md)',
      'courses/empty:1: the course has no lessons (files named 01-<slug>.md, 02-…)',
      "courses/second/course.md:4: position 1 is also basics's among the beginner courses",
      "courses/second/course.md:9: video blocks belong in lessons, not in a course's introduction",
      'exams/basics-exam.yml:1: exams/ holds one <slug>.yaml file per exam',
      'images/Diagram.PNG:1: image names are lower-case letters, digits and - with .svg, .png or .webp (the server serves no other)',
    ]);
  });

  it('is what school:import prints, one file:line: message per problem', async () => {
    const dir = await writeFolder({ ...validFiles(), 'courses/basics/02-second.md': '---\n---\n' });

    const error = await loadSchoolContent(dir).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SchoolContentError);
    expect((error as SchoolContentError).problems.map(formatProblem)).toEqual([
      'courses/basics/02-second.md:1: title is required',
      'courses/basics/02-second.md:1: minutes is required',
      'courses/basics/02-second.md:3: the lesson has no text',
    ]);
  });
});

// --- Writing it -----------------------------------------------------------------------------

describe.each(drivers)('importSchoolContent on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;

  const rows = async () => ({
    courses: await db().select().from(schoolCourses).orderBy(asc(schoolCourses.id)),
    lessons: await db().select().from(schoolLessons).orderBy(asc(schoolLessons.id)),
    exams: await db().select().from(exams).orderBy(asc(exams.id)),
  });

  it('imports the repository’s content', async () => {
    const content = await loadSchoolContent(SCHOOL_CONTENT_DIR);

    const result = await importSchoolContent(db(), content);

    const lessonCount = content.courses.reduce((sum, course) => sum + course.lessons.length, 0);
    expect(result).toEqual({
      courses: content.courses.length,
      lessons: lessonCount,
      exams: content.exams.length,
      warnings: [],
    });
    const written = await rows();
    expect(written.courses).toHaveLength(content.courses.length);
    expect(written.lessons).toHaveLength(lessonCount);
    expect(written.exams.map((exam) => exam.slug).sort()).toEqual(
      content.exams.map((exam) => exam.slug).sort(),
    );
  });

  it('is idempotent: a second import keeps the same rows and ids', async () => {
    const content = await loadSchoolContent(await writeFolder(validFiles()));

    await importSchoolContent(db(), content);
    const first = await rows();
    await importSchoolContent(db(), content);
    const second = await rows();

    expect(second).toEqual(first);
    expect(first.courses).toHaveLength(1);
    expect(first.lessons).toHaveLength(2);
    expect(first.exams[0]?.courseId).toBe(first.courses[0]?.id);
    expect(first.exams[0]?.timeLimitSeconds).toBe(600);
    expect(first.exams[0]?.questions).toEqual(content.exams[0]?.questions);
  });

  it('updates a changed lesson in place and deletes a lesson whose file is gone', async () => {
    await importSchoolContent(db(), await loadSchoolContent(await writeFolder(validFiles())));
    const before = await rows();

    const changed = await loadSchoolContent(
      await writeFolder({
        ...validFiles(),
        'courses/basics/01-first.md': LESSON('First lesson, revised', 'New text.'),
        'courses/basics/02-second.md': null,
      }),
    );
    const result = await importSchoolContent(db(), changed);
    const after = await rows();

    expect(result).toMatchObject({ courses: 1, lessons: 1, exams: 1, warnings: [] });
    expect(after.lessons).toHaveLength(1);
    expect(after.lessons[0]).toMatchObject({
      id: before.lessons[0]?.id,
      slug: 'first',
      title: 'First lesson, revised',
      blocks: [{ type: 'html', html: '<p>New text.</p>' }],
    });
    expect(after.courses[0]?.id).toBe(before.courses[0]?.id);
  });

  it('keeps a course and an exam whose files are gone, and warns about them', async () => {
    await importSchoolContent(
      db(),
      await loadSchoolContent(
        await writeFolder({
          ...validFiles(),
          'courses/extra/course.md': COURSE.replace('Basics', 'Extra').replace(
            'position: 1',
            'position: 2',
          ),
          'courses/extra/01-only.md': LESSON('Only'),
          'exams/extra-exam.yaml': EXAM.replace('course: basics', 'course: extra'),
        }),
      ),
    );

    const result = await importSchoolContent(
      db(),
      await loadSchoolContent(await writeFolder(validFiles())),
    );

    expect(result.warnings).toEqual([
      'course "extra" is in the database but has no folder: kept, with its lessons (delete it by hand if it should go)',
      'exam "extra-exam" is in the database but has no file: kept, with its attempts (delete it by hand if it should go)',
    ]);
    const after = await rows();
    expect(after.courses.map((course) => course.slug)).toEqual(['basics', 'extra']);
    expect(after.lessons).toHaveLength(3);
    expect(after.exams.map((exam) => exam.slug)).toEqual(['basics-exam', 'extra-exam']);
  });

  it('seedSchool imports into a database without courses, and only then', async () => {
    const dir = await writeFolder(validFiles());

    expect(await seedSchool(db(), dir)).toEqual({
      courses: 1,
      lessons: 2,
      exams: 1,
      warnings: [],
    });
    expect(await seedSchool(db(), dir)).toBeNull();
    expect((await rows()).lessons).toHaveLength(2);
  });

  it('writes nothing when the content is refused', async () => {
    const dir = await writeFolder({ ...validFiles(), 'courses/basics/01-first.md': '# nothing' });

    await expect(seedSchool(db(), dir)).rejects.toBeInstanceOf(SchoolContentError);
    expect(await rows()).toEqual({ courses: [], lessons: [], exams: [] });
  });
});
