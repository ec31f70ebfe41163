interface SearchableCourse {
  title: string;
  courseCode: string;
  description: string;
}

/** The course grid's search: title, code or description, ignoring case. */
export function filterCourses<T extends SearchableCourse>(courses: T[], search: string): T[] {
  const query = search.trim().toLocaleLowerCase();
  if (!query) return courses;
  return courses.filter((course) =>
    [course.title, course.courseCode, course.description].some((text) =>
      text.toLocaleLowerCase().includes(query),
    ),
  );
}
