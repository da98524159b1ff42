// A GL_R32F texture made as the app makes it (glTexStorage2D, GL_NEAREST), and its read-back.
#pragma once

#define GL_GLEXT_PROTOTYPES 1
#include <GL/gl.h>
#include <GL/glext.h>

#include "convscope/channel.h"

namespace convscope::testing {

class R32fTexture {
 public:
  R32fTexture(int width, int height) : m_width(width), m_height(height) {
    glGenTextures(1, &m_name);
    glBindTexture(GL_TEXTURE_2D, m_name);
    glTexStorage2D(GL_TEXTURE_2D, 1, GL_R32F, width, height);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glBindTexture(GL_TEXTURE_2D, 0);
  }
  ~R32fTexture() { glDeleteTextures(1, &m_name); }
  R32fTexture(const R32fTexture&) = delete;
  R32fTexture& operator=(const R32fTexture&) = delete;

  GLuint name() const { return m_name; }

  // Poisons every texel with NaN, so that a texel nobody wrote fails the comparison.
  void poison() {
    Channel nan = Channel::create(m_width, m_height).value();
    for (float& v : nan.pixels) v = __builtin_nanf("");
    glBindTexture(GL_TEXTURE_2D, m_name);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, m_width, m_height, GL_RED, GL_FLOAT, nan.data());
    glBindTexture(GL_TEXTURE_2D, 0);
  }

  Channel read() const {
    Channel out = Channel::create(m_width, m_height).value();
    glBindTexture(GL_TEXTURE_2D, m_name);
    glPixelStorei(GL_PACK_ALIGNMENT, 4);
    glGetTexImage(GL_TEXTURE_2D, 0, GL_RED, GL_FLOAT, out.data());
    glBindTexture(GL_TEXTURE_2D, 0);
    return out;
  }

 private:
  GLuint m_name = 0;
  int m_width;
  int m_height;
};

}  // namespace convscope::testing
