# The apps' buttons, headings and settings: owned by the Compose helper (keys start 'app-'; iOS uses the same keys).
