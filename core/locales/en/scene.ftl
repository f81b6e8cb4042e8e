# Board scenes' accessibility labels: owned by the scene helper (keys start 'scene-').
